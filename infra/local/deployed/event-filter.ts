// Lambda's event filtering (the FilterCriteria of an event source mapping): a record passes when
// any filter's pattern matches it. A pattern names fields as the record nests them; a field's list
// holds the values it may have: exact strings, numbers or null, or the rules { prefix },
// { suffix }, { 'anything-but' }, { exists } and { numeric }. Fields the pattern does not name are
// not looked at. No maintained matcher of these semantics is on the npm registry that this project
// reaches (docs/operations.md), so this is the part of them the template's filters use, and more.

type Rule =
  | string
  | number
  | boolean
  | null
  | { prefix?: string; suffix?: string; 'anything-but'?: unknown; exists?: boolean; numeric?: (string | number)[] };

function matchesRule(rule: Rule, value: unknown, present: boolean): boolean {
  if (rule === null || typeof rule !== 'object') return present && value === rule;
  if ('exists' in rule) return rule.exists === present;
  if (!present) return false;
  if (rule.prefix !== undefined) return typeof value === 'string' && value.startsWith(rule.prefix);
  if (rule.suffix !== undefined) return typeof value === 'string' && value.endsWith(rule.suffix);
  if ('anything-but' in rule) {
    const excluded = rule['anything-but'];
    return !(Array.isArray(excluded) ? excluded : [excluded]).some((e) =>
      e !== null && typeof e === 'object' ? matchesRule(e as Rule, value, true) : e === value,
    );
  }
  if (rule.numeric) {
    if (typeof value !== 'number') return false;
    const tests: Record<string, (a: number, b: number) => boolean> = {
      '=': (a, b) => a === b,
      '<': (a, b) => a < b,
      '<=': (a, b) => a <= b,
      '>': (a, b) => a > b,
      '>=': (a, b) => a >= b,
    };
    for (let i = 0; i < rule.numeric.length; i += 2)
      if (!tests[String(rule.numeric[i])]?.(value, Number(rule.numeric[i + 1]))) return false;
    return true;
  }
  return false;
}

/** Whether the event matches one pattern. */
export function matchesPattern(pattern: unknown, event: unknown): boolean {
  if (pattern === null || typeof pattern !== 'object' || Array.isArray(pattern)) return false;
  for (const [field, expected] of Object.entries(pattern)) {
    const holder = event !== null && typeof event === 'object' ? (event as Record<string, unknown>) : {};
    const present = field in holder;
    const value = holder[field];
    if (Array.isArray(expected)) {
      const values = Array.isArray(value) ? value : [value];
      if (!(expected as Rule[]).some((rule) => values.some((v) => matchesRule(rule, v, present)))) return false;
    } else if (!present || !matchesPattern(expected, value)) {
      return false;
    }
  }
  return true;
}

/** A mapping's filters: no filter passes everything; otherwise any one must match. */
export const passesFilters = (patterns: unknown[], event: unknown): boolean =>
  patterns.length === 0 || patterns.some((p) => matchesPattern(p, event));
