/**
 * What a deleted case's module results keep: outcomes, income figures, risk and fraud levels.
 * A whitelist: names, employers, payers, account names and masks, transactions, deductions and
 * every free-text description are dropped (a field not listed here is dropped too).
 */
type Data = Record<string, unknown>;

const obj = (v: unknown): Data => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Data) : {});
const list = (v: unknown): Data[] => (Array.isArray(v) ? v.map(obj) : []);
const pick = (o: Data, keys: readonly string[]): Data => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));

const fraud = (v: unknown) => {
  const f = obj(v);
  return { ...pick(f, ['risk']), signals: list(f.signals).map((s) => pick(s, ['code', 'severity', 'page'])) };
};

const ERASERS: Record<string, (data: Data) => Data> = {
  cash_flow_analysis(data) {
    const income = obj(data.income);
    const risk = obj(data.risk);
    return {
      ...pick(data, ['currency', 'period', 'monthly', 'transactions_analyzed']),
      accounts: [],
      income: {
        ...pick(income, ['monthly_income', 'annual_income']),
        streams: list(income.streams).map((s) =>
          pick(s, ['stream_id', 'category', 'frequency', 'average_amount', 'monthly_amount', 'occurrences', 'first_date', 'last_date', 'next_expected_date', 'confidence']),
        ),
      },
      risk: { ...pick(risk, ['level', 'score']), flags: list(risk.flags).map((f) => pick(f, ['code', 'severity'])) },
      ...('fraud' in data ? { fraud: fraud(data.fraud) } : {}),
      transactions: [],
    };
  },
  paystub(data) {
    return {
      ...pick(data, ['currency', 'income']),
      paystubs: list(data.paystubs).map((p) => pick(p, ['pay_date', 'period_start', 'period_end', 'frequency', 'gross_pay', 'net_pay', 'ytd_gross', 'ytd_net'])),
      employment: pick(obj(data.employment), ['status', 'latest_pay_date']),
      identity: pick(obj(data.identity), ['name_match', 'name_score', 'address_match']),
      ...('fraud' in data ? { fraud: fraud(data.fraud) } : {}),
    };
  },
};

export function eraseResultData(moduleType: string, data: unknown): Data {
  const erase = ERASERS[moduleType];
  return erase ? erase(obj(data)) : {};
}

/** A dealer report's stored data, reduced to the verification's outcome and income. */
export function eraseReportData(data: unknown): Data {
  const d = obj(data);
  const v = obj(d.verification);
  return {
    ...pick(d, ['report_id', 'generated_at', 'api_version']),
    case: pick(obj(d.case), ['case_id', 'reference_id']),
    verification: { ...pick(v, ['case_id', 'status']), income: pick(obj(v.income), ['monthly_gross', 'annual_gross', 'source']) },
  };
}

/** Fields of an event's payload that may carry more than ids and outcomes. */
const EVENT_FIELDS_ERASED = ['institution_name', 'error', 'reason'] as const;

export function eraseEventPayload(payload: Data): Data {
  return Object.fromEntries(Object.entries(payload).filter(([k]) => !(EVENT_FIELDS_ERASED as readonly string[]).includes(k)));
}
