import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens the antd Select labelled `label` and picks the option showing `optionText`. */
export async function chooseOption(label: string, optionText: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const matches = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((element) => element.textContent === optionText);
    const last = matches.at(-1);
    if (!last) throw new Error(`No option "${optionText}" in ${label}`);
    return last;
  });
  fireEvent.click(option);
}

/** The option texts of the antd Select labelled `label`, once opened (its dropdown is the newest). */
export async function optionTexts(label: string): Promise<string[]> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  return waitFor(() => {
    const dropdown = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1);
    const texts = [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((element) => element.textContent ?? '');
    if (texts.length === 0) throw new Error(`${label} shows no options`);
    return texts;
  });
}
