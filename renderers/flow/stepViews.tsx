// Which component draws which step: the participant flow and the designer's live preview use this one map.
import type { ComponentType } from 'react';
import type { Step } from '@shared/designer/steps';
import type { StepProps } from './types';
import { ChooseRoleStep } from './steps/ChooseRoleStep';
import { TicketStep } from './steps/TicketStep';
import { SubVenueStep } from './steps/SubVenueStep';
import { HotelStep } from './steps/HotelStep';
import { FormStep } from './steps/FormStep';
import { CartStep } from './steps/CartStep';
import { PayStep } from './steps/PayStep';
import { BankTransferStep } from './steps/BankTransferStep';
import { OnSitePayStep } from './steps/OnSitePayStep';
import { ResultStep } from './steps/ResultStep';

const Pending = (p: StepProps) => <ResultStep {...p} kind="pending" />;
const Success = (p: StepProps) => <ResultStep {...p} kind="success" />;

export const STEP_VIEWS: Record<Step, ComponentType<StepProps & { upload?: (f: File) => Promise<string> }>> = {
  chooseRole: ChooseRoleStep, ticket: TicketStep, subVenue: SubVenueStep, hotel: HotelStep, form: FormStep, cart: CartStep,
  pay: PayStep, bankTransfer: BankTransferStep, onSitePay: OnSitePayStep, pending: Pending, success: Success,
};
