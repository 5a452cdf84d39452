/**
 * Loads the charts' code (@nivo/bar and d3, the dashboard's largest library). This module is a small chunk of its
 * own, asked for once the dashboard's data is in: when it arrives, webpack adds the prefetch hint
 * for the charts' chunk, which then downloads (without running) while nothing else needs the
 * network. A hint in the dashboard's first chunk went out while the locations list was still
 * downloading on a phone's connection, and delayed it.
 */
export const loadWeeklyBarChart = () => import(/* webpackPrefetch: true */ './weekly-bar-chart');
