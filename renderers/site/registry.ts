// The block registry: saved pages name a block by its type key; this maps the key to its plain view.
import Article from './Article';
import ButtonBlock from './ButtonBlock';
import Callout from './Callout';
import ContactDetails from './ContactDetails';
import FeatureGrid from './FeatureGrid';
import Hero from './Hero';
import MapBlock from './MapBlock';
import NavLinks from './NavLinks';
import PageHeader from './PageHeader';
import TransportGuide from './TransportGuide';
import type { BlockComponent } from './lib/types';

const blocks = new Map<string, BlockComponent>([
  ['hero', Hero],
  ['feature-grid', FeatureGrid],
  ['contact-details', ContactDetails],
  ['map', MapBlock],
  ['transport-guide', TransportGuide],
  ['nav-links', NavLinks],
  ['article', Article],
  ['button', ButtonBlock],
  ['page-header', PageHeader],
  ['callout', Callout],
]);

export const getBlock = (type: string) => blocks.get(type);
export const registerBlock = (type: string, view: BlockComponent) => void blocks.set(type, view);
export const blockTypes = () => [...blocks.keys()];
