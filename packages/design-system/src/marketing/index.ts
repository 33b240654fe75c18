// @groundwork/design-system/marketing: the building blocks of the public pages (landing, demo,
// sign-in), without antd (those pages load none; marketing.css holds their styles).
import './marketing.css';

export { BrandLogo, type BrandLogoProps } from './BrandLogo/BrandLogo';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading/SectionHeading';
export { StatTile, type StatTileProps } from './StatTile/StatTile';
export { FeatureCard, type FeatureCardProps } from './FeatureCard/FeatureCard';
export { BenefitList, type BenefitListProps } from './BenefitList/BenefitList';
export { BrandSurface, type BrandSurfaceProps } from './BrandSurface/BrandSurface';
export { PageFooter, type PageFooterProps, type FooterLink } from './PageFooter/PageFooter';
export { Columns, type ColumnsProps, type ColumnsTemplate } from './Columns/Columns';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton';
export { ButtonLabel, type ButtonLabelProps } from './LinkButton/ButtonLabel';
export { linkButtonClassName, type LinkButtonVariant, type LinkButtonSize } from './LinkButton/link-button';
export { ActionButton, type ActionButtonProps } from './ActionButton/ActionButton';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { Pill, type PillProps } from './Pill/Pill';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { useMediaQuery } from './use-media-query';
