import type { ComponentType } from 'react';
import { weekHoursWidget } from './WeekHoursWidget';

/** What a json editor receives: the document, its change callback and its error messages by relative path. */
export interface JsonEditorProps {
  value: unknown;
  onChange(value: unknown): void;
  /** Messages keyed by path inside the document (`Monday.close`). */
  errors: Record<string, string>;
  disabled?: boolean;
}

/** How a json field is edited in forms and shown in detail views. */
export interface JsonWidget {
  Editor: ComponentType<JsonEditorProps>;
  View?: ComponentType<{ value: unknown }>;
}

const widgets = new Map<string, JsonWidget>([['weekHours', weekHoursWidget]]);

/** Add the widget of a json field (`field.widget`); modules call this once at import. */
export function registerJsonWidget(name: string, widget: JsonWidget): void {
  widgets.set(name, widget);
}

export const jsonWidget = (name: string): JsonWidget | undefined => widgets.get(name);
