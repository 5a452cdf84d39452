/**
 * The id of the `<script type="application/json">` a page the host's server rendered carries: what
 * it rendered, which the host's browser code hydrates and the promotion gate's smoke reads.
 */
export const SERVER_RENDER_DATA_ID = 'vsg-server-render';
