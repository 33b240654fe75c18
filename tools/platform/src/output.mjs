import fs from 'node:fs';
import path from 'node:path';

const colors = [36, 35, 33, 32, 34, 96, 95];
const nameWidth = 8;

/**
 * Routes each child's output lines: prefixed with the child's name through `log` (coloured when
 * stdout is a terminal), or, when `quiet`, appended to `<logsDir>/<name>.log` (created on its
 * first line).
 * `forChild(name)` returns the line sink of one child; `close()` flushes the log files.
 */
export function createOutputs({ log = (line) => process.stdout.write(`${line}\n`), quiet = false, logsDir }) {
  const files = [];
  let next = 0;
  const useColor = !quiet && process.stdout.isTTY && !process.env.NO_COLOR;

  return {
    forChild(name) {
      if (quiet) {
        let file;
        return (line) => {
          if (!file) {
            fs.mkdirSync(logsDir, { recursive: true });
            file = fs.createWriteStream(path.join(logsDir, `${name}.log`), { flags: 'a' });
            files.push(file);
          }
          file.write(`${line}\n`);
        };
      }
      const label = name.padEnd(nameWidth);
      const prefix = useColor ? `\x1b[${colors[next++ % colors.length]}m${label}\x1b[0m │ ` : `${label} │ `;
      return (line) => log(prefix + line);
    },
    async close() {
      await Promise.all(files.map((file) => new Promise((resolve) => file.end(resolve))));
    },
  };
}
