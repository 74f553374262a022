import { describe, expect, it } from 'vitest';
import { monthNamesInEnglish, monthOfName } from './month-names.ts';

describe('monthOfName', () => {
  it.each([
    ['März', 3], ['MARZ', 3], ['décembre', 12], ['DECEMBRE', 12], ['févr.', 2], ['maart', 3], ['mrt', 3], ['giugno', 6],
    ['março', 3], ['outubro', 10], ['stycznia', 1], ['października', 10], ['září', 9], ['prosince', 12], ['svibnja', 5],
    ['március', 3], ['ianuarie', 1], ['kovo', 3], ['birželio', 6], ['janvāris', 1], ['veebruar', 2], ['augusti', 8],
    ['marts', 3], ['desember', 12], ['tammikuuta', 1], ['joulukuu', 12], ['ágúst', 8], ['Ogos', 8], ['Agustus', 8],
    ['Septemba', 9], ['Disyembre', 12], ['Şubat', 2], ['Aralık', 12], ['Mehefin', 6], ['Sept.', 9], ['January', 1],
  ])('%s is month %i', (name, month) => expect(monthOfName(name)).toBe(month));

  it.each(['listopad', 'listopada', 'out', 'total', 'net', 'Pay'])('%s names no month', (word) => expect(monthOfName(word)).toBeNull());
});

describe('monthNamesInEnglish', () => {
  it.each([
    ['Auszahlung am 15. März 2026', 'Auszahlung am 15 Mar 2026'],
    ['Date de paie : 30 avril 2026', 'Date de paie : 30 Apr 2026'],
    ['15 de março de 2026', '15 Mar 2026'],
    ['15 de marzo de 2026', '15 Mar 2026'],
    ['15/mar/2026', '15 Mar 2026'],
    ['Data wypłaty: 10 czerwca 2026 r.', 'Data wypłaty: 10 Jun 2026 r.'],
    ['Maksupäivä 15. tammikuuta 2026', 'Maksupäivä 15 Jan 2026'],
    ['Kifizetés: 2026. március 15.', 'Kifizetés: 15 Mar 2026'],
    ['Išmokėta 2026 m. kovo 15 d.', 'Išmokėta 15 Mar 2026'],
    ['Izmaksas datums: 2026. gada 15. marts', 'Izmaksas datums: 15 Mar 2026'],
    ['Periode 1. mars 2026 - 31. mars 2026', 'Periode 1 Mar 2026 - 31 Mar 2026'],
    ['Tarehe ya malipo 28 Septemba 2026', 'Tarehe ya malipo 28 Sep 2026'],
  ])('%s', (text, expected) => expect(monthNamesInEnglish(text)).toBe(expected));

  it.each([
    'Pay Date: March 15, 2026',
    'Period Mar 1, 2026 to Mar 15, 2026',
    'Total 15 units 2026',
    '15 listopada 2026',
    'Net pay 1,234.56',
  ])('leaves %s as it was', (text) => expect(monthNamesInEnglish(text)).toBe(text));
});
