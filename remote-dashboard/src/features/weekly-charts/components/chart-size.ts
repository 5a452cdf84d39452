/** Height of a weekly chart (and of its placeholder while @nivo/bar loads). */
export const CHART_HEIGHT_PX = 220;
