/** `{{name}}` placeholders filled from `values`, as the web's translator does on screen. */
export const fillPlaceholders = (text: string, values?: Readonly<Record<string, string | number>>): string =>
  values ? text.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => String(values[key] ?? whole)) : text;
