// The design system of the control center: the only place that imports Chakra. It re-exports just
// the components the product uses, so the shared singleton stays small (see
// docs/decisions/0002-ui-package-as-the-shared-design-system.md).
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
  Dialog,
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
  Menu,
  NativeSelect,
  Portal,
  Progress,
  RadioGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Tooltip,
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
export { MODAL_WIDTH, ModalShell } from './modal-shell';
export type { DontShowAgainOption, ModalShellProps } from './modal-shell';
export { UiProvider } from './provider';
export { BRAND_PRIMARY, system } from './system';
export { showToast, toaster, Toaster, TOAST_DURATION_MS } from './toaster';
export type { UiToastStatus } from './toaster';
