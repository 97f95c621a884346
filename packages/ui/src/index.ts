// Appearance: theme and font, persisted
export { AppearanceProvider } from './appearance/appearance-provider';
export type { AppearanceProviderProps } from './appearance/appearance-provider';
export { useAppearance } from './appearance/use-appearance';
export type { AppearanceContextValue } from './appearance/appearance-context';

// Layout
export { getWidthBand } from './layout/width-band';
export { useWidthBand } from './layout/use-width-band';
export { useIsMobile } from './layout/use-is-mobile';
export { useLayout } from './layout/use-layout';
export type { Layout } from './layout/use-layout';

// Toasts
export { Toaster } from './toast/toaster';
export type { ToasterProps } from './toast/toaster';
export { notify } from './toast/notify';
export type { NotifyOptions } from './toast/notify';

// Components
export { Badge } from './components/badge/badge';
export type { BadgeProps, BadgeVariant } from './components/badge/badge';
export { BottomNavigation } from './components/bottom-navigation/bottom-navigation';
export type {
  BottomNavigationItem,
  BottomNavigationLinkProps,
  BottomNavigationProps,
} from './components/bottom-navigation/bottom-navigation';
export { Button } from './components/button/button';
export type { ButtonProps, ButtonVariant } from './components/button/button';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export { DemoBadge } from './components/demo-badge/demo-badge';
export type { DemoBadgeProps } from './components/demo-badge/demo-badge';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { Modal } from './components/modal/modal';
export type { ModalProps } from './components/modal/modal';
export { PasswordStrength } from './components/password-strength/password-strength';
export type { PasswordStrengthProps } from './components/password-strength/password-strength';
export { usePasswordStrength } from './components/password-strength/use-password-strength';
export { loadPasswordEstimator } from './components/password-strength/load-password-estimator';
export type {
  PasswordEstimator,
  PasswordStrengthState,
  UsePasswordStrengthOptions,
} from './components/password-strength/use-password-strength';
export { Money } from './components/money/money';
export type { MoneyProps } from './components/money/money';
export { PriceChange } from './components/price-change/price-change';
export type { PriceChangeProps } from './components/price-change/price-change';
export { RiskWarningBanner } from './components/risk-warning-banner/risk-warning-banner';
export type { RiskWarningBannerProps } from './components/risk-warning-banner/risk-warning-banner';
export { Select } from './components/select/select';
export type { SelectOption, SelectProps } from './components/select/select';
export { Skeleton } from './components/skeleton/skeleton';
export type { SkeletonProps } from './components/skeleton/skeleton';
export { Table } from './components/table/table';
export type { TableColumn, TableProps, TableSort } from './components/table/table';
export { Tabs } from './components/tabs/tabs';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { TextField } from './components/text-field/text-field';
export type { TextFieldProps } from './components/text-field/text-field';
export { ButtonLink } from './components/button-link/button-link';
export type { ButtonLinkProps, ButtonLinkRenderProps } from './components/button-link/button-link';
export { FileField } from './components/file-field/file-field';
export type { FileFieldProps } from './components/file-field/file-field';
export { TextArea } from './components/text-area/text-area';
export type { TextAreaProps } from './components/text-area/text-area';
