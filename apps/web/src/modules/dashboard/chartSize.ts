/** The height of each dashboard chart's plot. */
export const CHART_HEIGHT = 260;
/** About the height of a chart's card (title and padding around the plot): room kept for it while it loads. */
export const CHART_CARD_HEIGHT = CHART_HEIGHT + 64;
