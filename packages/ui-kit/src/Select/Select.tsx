import type { ReactNode } from 'react';
import {
  Button,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import {
  controlClassName,
  fieldStyles,
  FieldHelp,
  useFieldHelpIds,
  FieldLabel,
  type FieldSize,
  type FieldTextProps,
} from '../internal/field/FieldParts';
import { missingNameProblem, problemsOf } from '../internal/field/fieldRules';
import { useDevelopmentWarnings } from '../internal/field/useDevelopmentWarnings';
import { uniqueById } from '../internal/uniqueById';
import { groupSelectOptions, selectOptionsProblems, type SelectOption } from './selectOptions';
import listStyles from '../internal/popoverList/popoverList.module.css';
import styles from './Select.module.css';

export interface SelectProps
  extends
    Omit<
      AriaSelectProps<SelectOption>,
      'children' | 'className' | 'style' | 'items' | 'selectionMode' | 'placeholder'
    >,
    FieldTextProps {
  /** The choices. Give an option a `section` to list it under that heading. */
  items?: readonly SelectOption[];
  /** Alternative to `items`: `SelectItem` and `SelectSection` elements. */
  children?: ReactNode;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** `md` is 44 px tall (minimum touch target), `lg` 52 px. */
  size?: FieldSize;
  className?: string;
}

/** Pick one option from a list that opens in a popover (WAI-ARIA select-only combobox). */
export function Select({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  size = 'md',
  className,
  ...ariaProps
}: SelectProps) {
  const bothGiven = items !== undefined && children !== undefined;
  useDevelopmentWarnings(
    problemsOf(
      missingNameProblem('Select', { label, ...ariaProps }),
      bothGiven ? 'Select got both items and children; the children are ignored.' : undefined,
      ...(items ? selectOptionsProblems(items, [ariaProps.value, ariaProps.defaultValue]) : []),
    ),
  );
  const options = items && uniqueById(items);
  const help = useFieldHelpIds(description !== undefined, ariaProps['aria-describedby']);
  const disabledKeys = options?.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...ariaProps}
      aria-describedby={help.describedBy}
      disabledKeys={ariaProps.disabledKeys ?? disabledKeys}
      placeholder={placeholder}
      className={cx(fieldStyles.field, className)}
    >
      {label !== undefined && <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>}
      <Button className={cx(controlClassName(size), styles.trigger)}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} ids={help.helpIds} />
      <Popover className={cx(listStyles.popover, styles.popover)}>
        <ListBox className={listStyles.list}>
          {options ? <OptionGroups options={options} /> : children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

function OptionGroups({ options }: { options: readonly SelectOption[] }) {
  return groupSelectOptions(options).map(({ title, options: grouped }) =>
    title === undefined ? (
      grouped.map((option) => (
        <SelectItem key={option.id} id={option.id}>
          {option.label}
        </SelectItem>
      ))
    ) : (
      <SelectSection key={`section:${title}`} title={title}>
        {grouped.map((option) => (
          <SelectItem key={option.id} id={option.id}>
            {option.label}
          </SelectItem>
        ))}
      </SelectSection>
    ),
  );
}

export interface SelectItemProps extends Omit<
  ListBoxItemProps,
  'className' | 'style' | 'children'
> {
  /** Must be a stable key: it is what `value` and `onChange` carry. */
  id: string;
  children: ReactNode;
}

/** One option of a Select given as children. */
export function SelectItem({ children, textValue, ...props }: SelectItemProps) {
  const hasText = textValue !== undefined || typeof children === 'string';
  useDevelopmentWarnings(
    hasText
      ? []
      : [
          `SelectItem "${props.id}" has non-text children and no textValue; type-ahead cannot find it.`,
        ],
  );
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx(listStyles.item, styles.item)}
    >
      {children}
    </ListBoxItem>
  );
}

export interface SelectSectionProps {
  /** Visible heading; also the group's accessible name. */
  title: string;
  children: ReactNode;
}

/** A titled group of SelectItems. */
export function SelectSection({ title, children }: SelectSectionProps) {
  return (
    <ListBoxSection className={styles.section}>
      <Header className={styles.sectionHeader}>{title}</Header>
      {children}
    </ListBoxSection>
  );
}
