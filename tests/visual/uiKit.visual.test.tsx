import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as BadgeStories from '../../packages/ui-kit/src/Badge/Badge.stories';
import * as BannerStories from '../../packages/ui-kit/src/Banner/Banner.stories';
import * as BreadcrumbStories from '../../packages/ui-kit/src/Breadcrumb/Breadcrumb.stories';
import * as ButtonStories from '../../packages/ui-kit/src/Button/Button.stories';
import * as CardStories from '../../packages/ui-kit/src/Card/Card.stories';
import * as CountdownStories from '../../packages/ui-kit/src/Countdown/Countdown.stories';
import * as DialogStories from '../../packages/ui-kit/src/Dialog/Dialog.stories';
import * as NumberFieldStories from '../../packages/ui-kit/src/NumberField/NumberField.stories';
import * as ProgressStories from '../../packages/ui-kit/src/Progress/Progress.stories';
import * as SelectStories from '../../packages/ui-kit/src/Select/Select.stories';
import * as SwitchStories from '../../packages/ui-kit/src/Switch/Switch.stories';
import * as TabsStories from '../../packages/ui-kit/src/Tabs/Tabs.stories';
import * as TextFieldStories from '../../packages/ui-kit/src/TextField/TextField.stories';
import { renderStory, unmountStory, type Theme } from './renderStory';

const button = composeStories(ButtonStories);
const badge = composeStories(BadgeStories);
const banner = composeStories(BannerStories);
const textField = composeStories(TextFieldStories);

/** Stories every page is built from, compared as rendered in place. */
const inlineStories: Record<string, ComponentType> = {
  'button-primary': button.Primary,
  'button-secondary': button.Secondary,
  'button-danger': button.Danger,
  'button-sizes': button.Sizes,
  'button-loading': button.Loading,
  'badge-all': badge.All,
  'banner-info': banner.Info,
  'banner-danger': banner.Danger,
  'banner-dismissible': banner.Dismissible,
  'breadcrumb-trail': composeStories(BreadcrumbStories).Trail,
  'card-raised': composeStories(CardStories).Raised,
  'countdown-passed': composeStories(CountdownStories).Passed,
  'number-field': composeStories(NumberFieldStories).Default,
  'progress-determinate': composeStories(ProgressStories).Determinate,
  'select-closed': composeStories(SelectStories).Default,
  'switch-on': composeStories(SwitchStories).On,
  tabs: composeStories(TabsStories).Default,
  'text-field-invalid': textField.Invalid,
  'text-field-password': textField.Password,
};

/** Overlays render outside the story frame, so the whole viewport is compared. */
const overlayStories: Record<string, ComponentType> = {
  'dialog-open': composeStories(DialogStories).Open,
};

afterEach(unmountStory);

describe.each<Theme>(['light', 'dark'])('ui-kit in the %s theme', (theme) => {
  it.each(Object.entries(inlineStories))('%s looks as approved', async (name, Story) => {
    renderStory(Story, theme);
    await expect.element(page.getByTestId('story-frame')).toMatchScreenshot(`${name}-${theme}`);
  });

  it.each(Object.entries(overlayStories))('%s looks as approved', async (name, Story) => {
    renderStory(Story, theme);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-${theme}`);
  });
});
