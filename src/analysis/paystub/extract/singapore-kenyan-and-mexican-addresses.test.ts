// The last line of an address as Singapore writes it ("Singapore 460412", its six-digit postal code
// after the city) and as Kenya does ("P.O. Box 47291-00100, Nairobi": a box joined to its post office's
// code, then the town), alone or after the street on one line; and Mexico's código postal, kept with
// its "C.P." before the town ("C.P. 11570, Ciudad de México").
import { describe, expect, it } from 'vitest';
import { cityLine, isStreetLine } from './parties.ts';

describe('cityLine: Singapore, Kenyan and Mexican last lines', () => {
  it.each([
    { text: 'Singapore 049315', want: { rest: 'Singapore', state: null, postal: '049315' } },
    { text: '3 Temasek Boulevard, #12-04 Suntec Tower Two, Singapore 038983', want: { rest: '3 Temasek Boulevard, #12-04 Suntec Tower Two, Singapore', state: null, postal: '038983' } },
    { text: 'P.O. Box 5520-00200 Nairobi', want: { rest: 'P.O. Box 5520-00200, Nairobi', state: null, postal: '' } },
    { text: 'Mombasa Road, P.O Box 118-80100, Mombasa', want: { rest: 'Mombasa Road, P.O Box 118-80100, Mombasa', state: null, postal: '' } },
    { text: 'C.P. 44100, Guadalajara, Jalisco', want: { rest: '', state: null, postal: 'C.P. 44100', postalFirst: true, town: 'Guadalajara, Jalisco' } },
    { text: 'Col. Centro, C.P. 06000, Cuauhtémoc, Ciudad de México', want: { rest: 'Col. Centro', state: null, postal: 'C.P. 06000', postalFirst: true, town: 'Cuauhtémoc, Ciudad de México' } },
    // Not a last line: a Singapore phone number, a box with no code, five digits without "C.P.".
    { text: 'Singapore 6555 0123', want: null },
    { text: 'P.O. Box 5520, Nairobi', want: null },
    { text: 'Folio 44100, Guadalajara', want: null },
  ])('$text', ({ text, want }) => {
    expect(cityLine(text)).toEqual(want);
  });
});

describe('isStreetLine: Spanish street words', () => {
  it.each([
    { text: 'Av. Reforma 222, Piso 3', want: true },
    { text: 'Calle Morelos 15', want: true },
    { text: 'Cerrada de Pinos 9', want: true },
    { text: 'Calle sin número', want: false },
  ])('$text', ({ text, want }) => {
    expect(isStreetLine(text)).toBe(want);
  });
});
