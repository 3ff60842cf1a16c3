// `button` block: one labelled button whose click is a host action (link, dialog, message).
import { ActionButton, type ButtonSize, type ButtonType } from './lib/ActionButton';
import type { BlockAction } from './lib/host';
import { useText, type Text } from './lib/text';

export interface ButtonBlockProps {
  text: Text;
  type?: ButtonType;
  size?: ButtonSize;
  plain?: boolean;
  round?: boolean;
  disabled?: boolean;
  align?: 'left' | 'center' | 'right';
  action?: BlockAction;
}

const aligns = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

export default function ButtonBlock({ text, align = 'left', ...rest }: ButtonBlockProps) {
  const tx = useText();
  return (
    <div className={`mx-auto flex max-w-4xl px-4 py-4 sm:px-6 ${aligns[align] ?? aligns.left}`}>
      <ActionButton {...rest}>{tx(text)}</ActionButton>
    </div>
  );
}
