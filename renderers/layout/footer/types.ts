// The footer's configuration (schemas/screens/shell.json).
import type { Text } from '@renderers/site';

export interface FooterLink { label: Text; href?: string }
export interface FooterConfig {
  tagline?: Text;
  columns: { title: Text; items: FooterLink[] }[];
  contact: { title: Text; items: { icon: string; text: Text; href?: string }[] };
  legal: FooterLink[];
  copyright: Text;
}
