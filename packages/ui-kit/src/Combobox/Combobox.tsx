import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import { useCombobox } from 'downshift';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useOverlayContainer } from '../internal/overlayContainer';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { isQueryLongEnough, menuMinWidth, normaliseComboboxOptions } from './comboboxOptions';
import styles from './Combobox.module.css';
import { comboboxMessages } from './intl';
import { type FindItems, type LoadItems, useComboboxItems } from './useComboboxItems';

const MENU_GAP_PX = 4;
const VIEWPORT_PADDING_PX = 8;

export interface ComboboxProps<T> {
  /** Visible label of the field. */
  label: ReactNode;
  /** Async source: called with the trimmed query; `signal` aborts when the query changes. */
  loadItems: LoadItems<T>;
  /**
   * Synchronous matches for the trimmed query (e.g. a bundled list), shown at once while
   * `loadItems` waits for the pause; its answer then replaces them.
   */
  localItems?: FindItems<T>;
  /** Shown instead of `errorText` when `loadItems` fails, if they find any item. */
  fallbackItems?: FindItems<T>;
  /** The text an item puts in the field once chosen (also its default key). */
  itemToString: (item: T) => string;
  /** Content of an option in the dropdown. Defaults to `itemToString`. */
  renderItem?: (item: T) => ReactNode;
  /** Called when the user chooses an item. */
  onSelect?: (item: T) => void;
  /** The text in the field as it changes, typed or put there by a chosen item. */
  onInputChange?: (text: string) => void;
  /** Marks the field invalid and shows this message under it (e.g. a form's validation text). */
  errorMessage?: string;
  /** Characters needed before anything loads (travel.md §5: 2). */
  minQueryLength?: number;
  /** Pause in typing before loading, in ms (travel.md §9: 300 or 150). */
  debounceMs?: number;
  /** Minimum dropdown width in px, e.g. 400 or 300 (travel.md §9). */
  minMenuWidth?: number;
  placeholder?: string;
  /** The field's text when it mounts (e.g. a preset destination); the user edits it freely. */
  defaultInputValue?: string;
  /** Shown when the source finds nothing; "No results" in the locale by default. */
  emptyText?: string;
  /** Shown while the first answer for a query is on its way; "Loading…" by default. */
  loadingText?: string;
  /** Shown when the source fails; "Suggestions are unavailable right now." by default. */
  errorText?: string;
}

/**
 * The autocomplete shell: downshift's WAI-ARIA combobox over an async, debounced source (with
 * optional local items shown at once and fallback items on failure), with loading, empty and
 * error states and a dropdown positioned by floating-ui. The state texts follow
 * the locale of react-aria's `I18nProvider` unless given as props.
 */
export function Combobox<T>({
  label,
  loadItems,
  localItems,
  fallbackItems,
  itemToString,
  renderItem,
  onSelect,
  onInputChange,
  errorMessage,
  minQueryLength,
  debounceMs,
  minMenuWidth,
  placeholder,
  defaultInputValue,
  emptyText,
  loadingText,
  errorText,
}: ComboboxProps<T>) {
  const strings = useLocalizedStringFormatter(comboboxMessages);
  const { options, problems } = normaliseComboboxOptions({
    minQueryLength,
    debounceMs,
    minMenuWidth,
  });
  const problemText = problems.join(' ');
  useEffect(() => {
    if (problemText) warnInDevelopment(problemText);
  }, [problemText]);

  const [query, setQuery] = useState('');
  const suggestions = useComboboxItems(query, {
    loadItems,
    localItems,
    fallbackItems,
    minQueryLength: options.minQueryLength,
    debounceMs: options.debounceMs,
  });
  const items = suggestions.items as T[];
  const overlay = useOverlayContainer();
  const combobox = useCombobox<T>({
    items,
    // Inside a shadow root (ShadowRootProvider) downshift must listen there; an explicit undefined
    // would replace its default (window) with nothing.
    ...(overlay && { environment: overlay.downshiftEnvironment }),
    // Downshift owns the input's value; a controlled value drops keystrokes typed in one frame.
    // The preset text loads nothing until the user types: the query starts empty.
    initialInputValue: defaultInputValue ?? '',
    itemToString: (item) => (item ? itemToString(item) : ''),
    onInputValueChange: ({ inputValue }) => {
      setQuery(inputValue);
      onInputChange?.(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect?.(selectedItem);
    },
  });
  const errorId = useId();
  const isOpen = combobox.isOpen && isQueryLongEnough(query, options.minQueryLength);

  // Elements held in state (floating-ui's "elements" option) rather than callback refs read in render.
  const [fieldElement, setFieldElement] = useState<HTMLElement | null>(null);
  const [popupElement, setPopupElement] = useState<HTMLElement | null>(null);
  const { floatingStyles } = useFloating({
    open: isOpen,
    // Placed only while open: autoUpdate measures the page on every scroll and resize, and a
    // page of closed fields (a search form, its mobile twin) would pay for each of them.
    elements: { reference: fieldElement, floating: isOpen ? popupElement : null },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(MENU_GAP_PX),
      flip({ padding: VIEWPORT_PADDING_PX }),
      shift({ padding: VIEWPORT_PADDING_PX }),
      size({
        padding: VIEWPORT_PADDING_PX,
        apply({ rects, availableWidth, elements }) {
          const width = menuMinWidth(rects.reference.width, options.minMenuWidth, availableWidth);
          elements.floating.style.minWidth = `${width}px`;
        },
      }),
    ],
  });

  const status = isOpen ? statusText(suggestions.status, items.length) : '';
  const statusMessage = {
    loading: loadingText ?? strings.format('loading'),
    empty: emptyText ?? strings.format('noResults'),
    error: errorText ?? strings.format('unavailable'),
    none: '',
  }[status || 'none'];

  return (
    <div className={styles.field}>
      <label {...combobox.getLabelProps()} className={styles.label}>
        {label}
      </label>
      <div ref={setFieldElement} className={styles.inputWrapper}>
        <input
          {...combobox.getInputProps({
            'aria-invalid': errorMessage ? true : undefined,
            'aria-describedby': errorMessage ? errorId : undefined,
          })}
          className={styles.input}
          placeholder={placeholder}
          autoComplete="off"
        />
      </div>
      {errorMessage && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
      <div
        ref={setPopupElement}
        style={floatingStyles}
        className={styles.popup}
        data-open={isOpen && (items.length > 0 || status !== '') ? true : undefined}
      >
        <ul
          {...combobox.getMenuProps()}
          className={styles.menu}
          hidden={!isOpen || items.length === 0}
        >
          {isOpen &&
            items.map((item, index) => (
              <li
                // By position: two items may share their text (two hotels of one name), and the
                // list is replaced whole with each answer.
                key={index}
                {...combobox.getItemProps({ item, index })}
                className={styles.option}
                data-highlighted={combobox.highlightedIndex === index || undefined}
              >
                {renderItem ? renderItem(item) : itemToString(item)}
              </li>
            ))}
        </ul>
        {/* Always mounted so screen readers announce the loading, empty and error states. */}
        <p role="status" className={styles.status} data-status={status || undefined}>
          {statusMessage}
        </p>
      </div>
    </div>
  );
}

function statusText(
  status: 'idle' | 'loading' | 'done' | 'error',
  count: number,
): 'loading' | 'empty' | 'error' | '' {
  if (status === 'loading' && count === 0) return 'loading';
  if (status === 'error') return 'error';
  if (status === 'done' && count === 0) return 'empty';
  return '';
}
