// The design system of the control center: the only place that imports Chakra. It re-exports just
// the components the product uses, so the shared singleton stays small (ADR 0046). Menus and
// dialogs are in `ui/overlays`, loaded when a page needs them; the dashboard's tabs in `ui/tabs`.
export {
  AbsoluteCenter,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  List,
  NativeSelect,
  RadioGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  VStack,
  useBreakpointValue,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  HTMLChakraProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
export { INDOOR_DEVICE_TEXTS } from './indoor-device-texts';
export { LabelledSwitch } from './labelled-switch';
export type { LabelledSwitchProps } from './labelled-switch';
export {
  PAGE_GAP,
  PAGE_GUTTER,
  PAGE_MAX_WIDTH,
  PageContainer,
  PageSection,
  PageStack,
  TOUCH_TARGET_STYLE,
} from './layout';
export { PLAIN_CARD_FRAME } from './plain-card';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { UiProvider } from './provider';
export { BRAND_PRIMARY, uiSystem } from './system';
export { showToast, Toaster, TOAST_DURATION_MS } from './toaster';
export type { UiToastStatus } from './toaster';
export { useConfirmation } from './use-confirmation';
export type { Confirmation, ShowAgainMemory } from './use-confirmation';
