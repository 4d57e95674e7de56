/**
 * Control characters, matched in one place. NUL, escape, bell and the C1 codes have no place in anything a person
 * types: PostgreSQL refuses NUL outright, terminals misbehave on escapes, and a line break in a mail header could
 * start a new header.
 */

/** Every C0 and C1 control except tab, line feed and carriage return (which text fields treat on their own). */
// eslint-disable-next-line no-control-regex -- matching control characters is what this module is for
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Everything that can break a line or a header: all C0 and C1 controls and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is what this module is for
export const LINE_BREAKERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

export const stripControlCharacters = (value: string): string => value.replace(CONTROL_CHARACTERS, '');

export const hasControlCharacters = (value: string): boolean => new RegExp(CONTROL_CHARACTERS.source).test(value);
