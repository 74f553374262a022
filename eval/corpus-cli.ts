// The command line of the write-corpus scripts: `<dir> [--per-layout N] [--seed N] [--flag ...]`.

const VALUED = new Set(['--per-layout', '--seed']);

export function corpusArgs(usage: string, argv = process.argv.slice(2)) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dir = argv.find((a, i) => !a.startsWith('--') && !VALUED.has(argv[i - 1]!));
  if (!dir) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return {
    dir,
    perLayout: Number(value('per-layout') ?? 4),
    seed: Number(value('seed') ?? 1),
    has: (flag: string) => argv.includes(`--${flag}`),
  };
}
