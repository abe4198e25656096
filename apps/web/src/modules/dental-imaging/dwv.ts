// dwvBase must run before dwv: it sets the address dwv starts its decoding workers from.
import './dwvBase';

export { App, AppOptions, ToolConfig, ViewConfig } from 'dwv';
export { restoreBase } from './dwvBase';
