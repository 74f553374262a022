import { describe, expect, it } from 'vitest';
import { splitJoinedWords } from './joined-words.ts';

describe('splitJoinedWords', () => {
  it.each([
    ['PeriodBeginning', ['Period', 'Beginning']],
    ['PeriodBeginning:', ['Period', 'Beginning:']],
    ['NetPay', ['Net', 'Pay']],
    ['TotalPay', ['Total', 'Pay']],
    ['PayPeriodEnding', ['Pay', 'Period', 'Ending']],
    ['BeginningBalance', ['Beginning', 'Balance']],
    ['McDonald', ['McDonald']],
    ['PayPal', ['PayPal']],
    ['McDONALD', ['McDONALD']],
    ['Net', ['Net']],
    ['NETPAY', ['NETPAY']],
    ['iPhone', ['iPhone']],
    ['SocialSecurity', ['Social', 'Security']],
  ])('%s', (token, words) => expect(splitJoinedWords(token)).toEqual(words));
});
