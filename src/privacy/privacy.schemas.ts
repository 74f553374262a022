import { z } from 'zod';

export const deletedCase = z
  .object({
    case_id: z.uuid().meta({ description: 'Id of the deleted case' }),
    deleted_at: z.string().meta({ description: "When the borrower's data was erased (timestamp, UTC); the same on every later DELETE" }),
  })
  .meta({ id: 'DeletedCaseReceipt', description: "The case's personal data and documents are erased; it now reads with status DELETED" });

export const zipBytes = z.unknown().meta({ type: 'string', format: 'binary' });
