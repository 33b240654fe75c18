import { render } from '@testing-library/react';
import { Button } from 'antd';
import { createRequire } from 'node:module';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

const antdRequire = createRequire(createRequire(import.meta.url).resolve('antd'));
const { StyleProvider } = antdRequire('@ant-design/cssinjs') as { StyleProvider: ComponentType<{ mock?: 'client'; children: ReactNode }> };

/** antd's component rules in the document (its CSS variables, a few small blocks, are always inserted). */
const antdComponentRules = () =>
  [...document.querySelectorAll('style')].filter((style) => /\.ant-btn[^{]*\{[^}]*cursor:\s*pointer/.test(style.textContent ?? '')).length;

describe('antd-styles-off (this package’s and the apps’ test setup)', () => {
  it('renders antd without inserting its styles into jsdom', () => {
    render(<Button type="primary">Save</Button>);
    expect(document.querySelector('.ant-btn-primary')).not.toBeNull();
    expect(antdComponentRules()).toBe(0);
  });

  it('is what keeps them out: a screen that asks for client styles gets them', () => {
    render(
      <StyleProvider mock="client">
        <Button type="primary">Save</Button>
      </StyleProvider>,
    );
    expect(antdComponentRules()).toBeGreaterThan(0);
  });
});
