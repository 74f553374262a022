import type { BankConnector } from '../src/bank/bank.types.ts';
import { sandboxBank } from '../src/bank/sandbox-bank.ts';
import type { SecretBox } from '../src/shared/secret-box.ts';

/** A bank service's connector settings for tests: every account uses `sandbox` (by default the sandbox bank on 2026-03-15). */
export function sandboxBankDeps(box: SecretBox, sandbox: BankConnector = sandboxBank({ today: () => '2026-03-15' })) {
  return { box, sandbox, connectorFor: async () => sandbox, webhookUrl: (provider: string) => `http://127.0.0.1/webhooks/${provider}` };
}
