/**
 * A strict structural check of an iCalendar (RFC 5545) file, for tests. ical.js, like most calendar programs, reads
 * a file leniently: a bare LF, an overlong line, a second UID or an end before the start all parse without a word,
 * and some programs then drop or misplace the event. This checker reports each of those as a problem, so a test
 * can insist that what the site serves is valid to the letter and not only readable by one forgiving parser.
 */

export interface IcsProperty {
  /** Upper case, as names are case-insensitive. */
  name: string;
  /** Parameter names upper case; values unquoted. */
  params: Record<string, string>;
  value: string;
  /** Where the (first physical line of the) content line is, counted from 1. */
  line: number;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
  line: number;
}

export interface StrictIcs {
  problems: string[];
  /** The top-level components (a valid file has exactly one, a VCALENDAR). */
  components: IcsComponent[];
}

const encoder = new TextEncoder();
/** RFC 5545 3.1 lets no control character but HTAB into a value or a parameter value (CR and LF are endings). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_PARAM_CHAR = /["\x00-\x08\x0a-\x1f\x7f]/;
const NAME = /^[A-Za-z0-9-]+$/;
const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

interface ContentLine {
  text: string;
  line: number;
}

/** Physical lines to content lines, reporting wrong endings and lengths on the way. */
function unfold(ics: string, problems: string[]): ContentLine[] {
  const out: ContentLine[] = [];
  if (ics.length === 0) {
    problems.push('the file is empty');
    return out;
  }
  if (!ics.endsWith('\r\n')) problems.push('the file does not end in CRLF');
  const physical = /([^\r\n]*)(\r\n|\n|\r|$)/g;
  let lineNo = 0;
  for (let m = physical.exec(ics); m && m.index < ics.length; m = physical.exec(ics)) {
    lineNo += 1;
    const [, text, ending] = m;
    if (ending === '\n') problems.push(`line ${lineNo} ends in LF without CR`);
    else if (ending === '\r') problems.push(`line ${lineNo} ends in CR without LF`);
    const octets = encoder.encode(text).length;
    if (octets > 75) problems.push(`line ${lineNo} is ${octets} octets long, more than 75`);
    if (text.startsWith(' ') || text.startsWith('\t')) {
      if (out.length === 0) problems.push(`line ${lineNo} continues a line that is not there`);
      else out[out.length - 1].text += text.slice(1);
    } else {
      out.push({ text, line: lineNo });
    }
  }
  return out;
}

/** name *(";" param) ":" value, with quoted parameter values that may hold ';', ':' and ','. */
function parseContentLine({ text, line }: ContentLine, problems: string[]): IcsProperty | null {
  const nameEnd = text.search(/[;:]/);
  if (nameEnd < 0) {
    problems.push(`line ${line} is a property without a colon: ${JSON.stringify(text.slice(0, 40))}`);
    return null;
  }
  const name = text.slice(0, nameEnd);
  if (!NAME.test(name)) problems.push(`line ${line} has a bad property name ${JSON.stringify(name)}`);
  let i = nameEnd;
  const params: Record<string, string> = {};
  while (text[i] === ';') {
    const eq = text.indexOf('=', i);
    if (eq < 0) {
      problems.push(`line ${line} has a parameter without "="`);
      return null;
    }
    const pname = text.slice(i + 1, eq);
    if (!NAME.test(pname)) problems.push(`line ${line} has a bad parameter name ${JSON.stringify(pname)}`);
    i = eq + 1;
    const values: string[] = [];
    for (;;) {
      if (text[i] === '"') {
        const close = text.indexOf('"', i + 1);
        if (close < 0) {
          problems.push(`line ${line} has an unclosed quote`);
          return null;
        }
        values.push(text.slice(i + 1, close));
        i = close + 1;
      } else {
        const end = text.slice(i).search(/[;:,]/);
        if (end < 0) {
          problems.push(`line ${line} is a property without a colon: ${JSON.stringify(text.slice(0, 40))}`);
          return null;
        }
        const raw = text.slice(i, i + end);
        if (BAD_PARAM_CHAR.test(raw)) problems.push(`line ${line} has a bad parameter value`);
        values.push(raw);
        i += end;
      }
      if (text[i] !== ',') break;
      i += 1;
    }
    const key = pname.toUpperCase();
    if (key in params) problems.push(`line ${line} repeats the parameter ${key}`);
    params[key] = values.join(',');
  }
  if (text[i] !== ':') {
    problems.push(`line ${line} is a property without a colon: ${JSON.stringify(text.slice(0, 40))}`);
    return null;
  }
  const value = text.slice(i + 1);
  if (CONTROL.test(value)) problems.push(`line ${line} has a control character in its value`);
  return { name: name.toUpperCase(), params, value, line };
}

function buildTree(lines: ContentLine[], problems: string[]): IcsComponent[] {
  const top: IcsComponent[] = [];
  const stack: IcsComponent[] = [];
  for (const cl of lines) {
    const prop = parseContentLine(cl, problems);
    if (!prop) continue;
    if (prop.name === 'BEGIN' || prop.name === 'END') {
      if (Object.keys(prop.params).length) problems.push(`line ${prop.line}: ${prop.name} takes no parameters`);
      if (!NAME.test(prop.value)) {
        problems.push(`line ${prop.line}: ${prop.name} names no component`);
        continue;
      }
    }
    const name = prop.value.toUpperCase();
    if (prop.name === 'BEGIN') {
      const component: IcsComponent = { name, properties: [], components: [], line: prop.line };
      (stack.length ? stack[stack.length - 1].components : top).push(component);
      stack.push(component);
    } else if (prop.name === 'END') {
      const open = stack.pop();
      if (!open) problems.push(`line ${prop.line}: END:${name} with no component open`);
      else if (open.name !== name)
        problems.push(`line ${prop.line}: END:${name} closes BEGIN:${open.name} of line ${open.line}`);
    } else if (!stack.length) {
      problems.push(`line ${prop.line}: property ${prop.name} outside any component`);
    } else {
      stack[stack.length - 1].properties.push(prop);
    }
  }
  for (const open of stack.reverse()) problems.push(`BEGIN:${open.name} of line ${open.line} is never closed`);
  return top;
}

const all = (c: IcsComponent, name: string) => c.properties.filter((p) => p.name === name);

function exactlyOne(c: IcsComponent, name: string, where: string, problems: string[]): IcsProperty | undefined {
  const found = all(c, name);
  if (found.length !== 1) problems.push(`${where} has ${found.length} ${name}, not exactly one`);
  return found[0];
}

function atMostOne(c: IcsComponent, name: string, where: string, problems: string[]) {
  const found = all(c, name);
  if (found.length > 1) problems.push(`${where} has ${found.length} ${name}, more than one`);
}

type Moment =
  | { form: 'date'; key: string }
  | { form: 'utc'; key: string }
  | { form: 'local'; key: string; tzid: string }
  | { form: 'floating'; key: string };

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A DTSTART or DTEND as its form and a key that sorts as the moment does within that form. */
function momentOf(prop: IcsProperty, where: string, problems: string[]): Moment | null {
  const type = (prop.params.VALUE ?? 'DATE-TIME').toUpperCase();
  const bad = (why: string) => {
    problems.push(`${where} ${prop.name} ${JSON.stringify(prop.value)} ${why}`);
    return null;
  };
  if (type === 'DATE') {
    const m = DATE.exec(prop.value);
    if (!m) return bad('is not a DATE (YYYYMMDD)');
    const [y, mo, d] = m.slice(1, 4).map(Number);
    if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return bad('is no calendar day');
    if (prop.params.TZID) return bad('is a DATE with a TZID');
    return { form: 'date', key: prop.value };
  }
  if (type !== 'DATE-TIME') return bad(`has VALUE=${type}, neither DATE nor DATE-TIME`);
  const m = DATE_TIME.exec(prop.value);
  if (!m) return bad('is not a DATE-TIME (YYYYMMDDTHHMMSS, with Z for UTC)');
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return bad('is no calendar day');
  // 60 is a leap second, which RFC 5545 allows.
  if (h > 23 || mi > 59 || s > 60) return bad('is no time of day');
  const utc = m[7] === 'Z';
  if (utc && prop.params.TZID) return bad('is in UTC and also names a TZID');
  const key = prop.value.replace('Z', '');
  if (utc) return { form: 'utc', key };
  if (prop.params.TZID) return { form: 'local', key, tzid: prop.params.TZID };
  return { form: 'floating', key };
}

function checkEvent(event: IcsComponent, where: string, problems: string[]) {
  exactlyOne(event, 'UID', where, problems);
  const stamp = exactlyOne(event, 'DTSTAMP', where, problems);
  if (stamp && !/^\d{8}T\d{6}Z$/.test(stamp.value))
    problems.push(`${where} DTSTAMP ${JSON.stringify(stamp.value)} is not a UTC date-time`);
  const startProp = exactlyOne(event, 'DTSTART', where, problems);
  for (const name of ['DTEND', 'DURATION', 'SEQUENCE', 'SUMMARY', 'STATUS', 'URL', 'LOCATION', 'GEO', 'DESCRIPTION'])
    atMostOne(event, name, where, problems);
  const endProp = all(event, 'DTEND')[0];
  if (endProp && all(event, 'DURATION').length) problems.push(`${where} has both DTEND and DURATION`);
  const start = startProp && momentOf(startProp, where, problems);
  const end = endProp && momentOf(endProp, where, problems);
  if (!start || !end) return;
  // RFC 5545 3.8.2.2: DTEND has DTSTART's value type, and is local time exactly when DTSTART is.
  if (start.form !== end.form) {
    problems.push(`${where} DTEND is a ${end.form} value but DTSTART a ${start.form} one`);
    return;
  }
  // Two zones would need the zones' rules to compare; the site writes one zone, so the case does not arise here.
  if (start.form === 'local' && end.form === 'local' && start.tzid !== end.tzid) return;
  if (end.key <= start.key) problems.push(`${where} DTEND ${endProp.value} is not after DTSTART ${startProp.value}`);
}

function walk(c: IcsComponent, visit: (c: IcsComponent) => void) {
  visit(c);
  for (const child of c.components) walk(child, visit);
}

/** Parses and checks the file; `problems` is empty when it is valid. */
export function parseStrictIcs(ics: string): StrictIcs {
  const problems: string[] = [];
  const components = buildTree(unfold(ics, problems), problems);
  if (components.length !== 1 || components[0].name !== 'VCALENDAR')
    problems.push(`the file holds ${components.map((c) => c.name).join(', ') || 'nothing'}, not one VCALENDAR`);
  for (const calendar of components.filter((c) => c.name === 'VCALENDAR')) {
    const version = exactlyOne(calendar, 'VERSION', 'VCALENDAR', problems);
    if (version && version.value !== '2.0') problems.push(`VCALENDAR has VERSION:${version.value}, not 2.0`);
    exactlyOne(calendar, 'PRODID', 'VCALENDAR', problems);
    atMostOne(calendar, 'CALSCALE', 'VCALENDAR', problems);
    atMostOne(calendar, 'METHOD', 'VCALENDAR', problems);
    if (!calendar.components.length) problems.push('VCALENDAR holds no component');

    const zones = new Map<string, number>();
    const usedZones = new Map<string, number>();
    const uids = new Map<string, number>();
    for (const child of calendar.components) {
      const where = `${child.name} of line ${child.line}`;
      if (child.name === 'VTIMEZONE') {
        const tzid = exactlyOne(child, 'TZID', where, problems);
        if (tzid) {
          if (zones.has(tzid.value)) problems.push(`${where} defines TZID ${tzid.value} a second time`);
          zones.set(tzid.value, child.line);
        }
        const rules = child.components.filter((r) => r.name === 'STANDARD' || r.name === 'DAYLIGHT');
        if (!rules.length) problems.push(`${where} has neither STANDARD nor DAYLIGHT`);
        for (const rule of rules)
          for (const name of ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO'])
            exactlyOne(rule, name, `${rule.name} of line ${rule.line}`, problems);
      }
      if (child.name === 'VEVENT') {
        checkEvent(child, where, problems);
        for (const uid of all(child, 'UID')) {
          const first = uids.get(uid.value);
          if (first !== undefined) problems.push(`${where} repeats UID ${uid.value} of the VEVENT of line ${first}`);
          else uids.set(uid.value, child.line);
        }
      }
      if (child.name !== 'VTIMEZONE')
        walk(child, (c) => {
          for (const p of c.properties)
            if (p.params.TZID && !usedZones.has(p.params.TZID)) usedZones.set(p.params.TZID, p.line);
        });
    }
    for (const [tzid, line] of usedZones)
      if (!zones.has(tzid)) problems.push(`line ${line} uses TZID ${tzid}, which no VTIMEZONE in the file defines`);
  }
  return { problems, components };
}

/** The file's problems as a strict RFC 5545 reader sees them; an empty list means valid. */
export function strictIcsProblems(ics: string): string[] {
  return parseStrictIcs(ics).problems;
}
