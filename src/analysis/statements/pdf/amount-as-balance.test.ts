import { describe, expect, it } from 'vitest';
import { amountAsBalance, type AmountColumnType, type Column } from './columns.ts';

const cols = (...spec: [AmountColumnType, number][]): Column[] => spec.map(([type, x0]) => ({ type, x0, x1: x0 + 40 }));
const types = (columns: Column[]) => columns.map((c) => c.type);

describe('an "Amount" column beside separate deposit and withdrawal columns', () => {
  it.each([
    ['right of both: the running balance', cols(['credit', 316], ['debit', 388], ['amount', 507]), ['credit', 'debit', 'balance']],
    ['with a balance column already: left as it is', cols(['debit', 300], ['credit', 360], ['amount', 420], ['balance', 500]), ['debit', 'credit', 'amount', 'balance']],
    ['left of the split columns: left as it is', cols(['amount', 200], ['debit', 300], ['credit', 360]), ['amount', 'debit', 'credit']],
    ['one signed amount column: left as it is', cols(['amount', 400], ['balance', 500]), ['amount', 'balance']],
    ['only withdrawals split out: left as it is', cols(['debit', 300], ['amount', 400]), ['debit', 'amount']],
  ])('%s', (_, columns, want) => expect(types(amountAsBalance(columns))).toEqual(want));
});
