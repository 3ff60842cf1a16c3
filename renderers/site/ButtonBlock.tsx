// `button` block: one labelled button whose click is a host action (link, dialog, message).
import { ActionButton, type ButtonSize, type ButtonType } from './lib/ActionButton';
import type { BlockAction } from './lib/host';
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

export interface ButtonBlockProps {
  text: Text;
  type?: ButtonType;
  size?: ButtonSize;
  plain?: boolean;
  round?: boolean;
  /** a round icon-only button: the text becomes its accessible name */
  circle?: boolean;
  icon?: string;
  disabled?: boolean;
  align?: 'left' | 'center' | 'right';
  action?: BlockAction;
}

const aligns = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

export default function ButtonBlock({ text, align = 'left', circle, icon, round, ...rest }: ButtonBlockProps) {
  const tx = useText();
  const label = tx(text);
  return (
    <div className={`mx-auto flex max-w-4xl px-4 py-4 sm:px-6 ${aligns[align] ?? aligns.left}`}>
      <ActionButton {...rest} round={round || circle} className={circle ? 'aspect-square !px-2.5' : ''}>
        {icon && <Icon name={icon} className="h-4 w-4" aria-hidden />}
        {circle && icon ? <span className="sr-only">{label}</span> : label}
      </ActionButton>
    </div>
  );
}
