// Lays out a new embedded database in the directory given, then exits. Run as a child process on a
// first start: initdb leaves several hundred MB in the process that runs it, which only its exit
// gives back.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
