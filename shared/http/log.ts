// Structured JSON logs, one object a line (CloudWatch and `npm start` alike). Keys and passwords
// never reach here: callers log principals by user id only.

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as keyof typeof levels;
  return levels[configured] ?? levels.info;
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (levels[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
