import { runCli } from './cli';

// `pnpm groundwork extract city-directory|radius-report <file.pdf> ...` from the repository root.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // Through the root script pnpm runs us in the repository root; paths are relative to where it was called.
  cwd: (process.env.npm_lifecycle_event === 'groundwork' && process.env.INIT_CWD) || process.cwd(),
});
