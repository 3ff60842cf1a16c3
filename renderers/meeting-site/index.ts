// The meeting website's blocks (spec 3 §3). They join the one block registry of renderers/site under
// the component types a saved page names (text is drawn by `rich-text`); the button is the site's own.
import { registerBlock } from '../site/registry';
import Carousel from './Carousel';
import ContactUs from './ContactUs';
import Documents from './Documents';
import ImageBlock from './ImageBlock';
import NewsList from './NewsList';
import Partners from './Partners';
import RichText from './RichText';
import Speakers from './Speakers';
import Agenda from './Agenda';
import MeetingHero from './MeetingHero';
import Tickets from './Tickets';
import VenueMap from './VenueMap';

registerBlock('rich-text', RichText);
registerBlock('image', ImageBlock);
registerBlock('news-list', NewsList);
registerBlock('speakers', Speakers);
registerBlock('partners', Partners);
registerBlock('carousel', Carousel);
registerBlock('documents', Documents);
registerBlock('contact-us', ContactUs);
registerBlock('agenda', Agenda);
registerBlock('meeting-hero', MeetingHero);
registerBlock('tickets', Tickets);
registerBlock('venue-map', VenueMap);

export { COMPONENT_BLOCKS, COMPONENT_TYPES } from './lib/types';

export { SiteDataProvider, useSiteData, listOf, type SiteData, type SiteDataKind } from './lib/data';
export { Modal } from './lib/Modal';
export { styleOf } from './lib/Frame';
export { SiteComponent, type SiteComponentNode } from './SiteComponent';
export * from './document';
export { SiteNavbar, type NavbarProps } from './Navbar';
export { siteDataFor } from './siteData';
