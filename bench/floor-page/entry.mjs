// The floor page: what any page of this product pays before its content can show, with nothing of
// ours but the design system (`ui`: the product's one Chakra context and theme). React and Chakra
// render a heading and a paragraph as large as the routes' LCP elements. No router, no query
// cache, no federation, no data. Built and measured by bench/floor-page/run.mjs.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Heading, Text, UiProvider } from 'ui';

const PARAGRAPH =
  'Virtual Security Guard starts at Lakeside Storage once its cameras are enrolled. Guards watch ' +
  'person-detected events, deter, alert and dispatch while you are away.';

const page = h(
  Box,
  { padding: '6', maxWidth: '720px' },
  h(Heading, { as: 'h1', size: '2xl', marginBottom: '4' }, 'Virtual Security Guard'),
  h(Text, { fontSize: 'md' }, PARAGRAPH),
);

createRoot(document.getElementById('root')).render(h(UiProvider, null, page));
