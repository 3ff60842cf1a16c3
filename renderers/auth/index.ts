// Login, register and password reset dialogs, the slider captcha and the get-code button.
export { LoginDialog } from './LoginDialog';
export { RegisterDialog } from './RegisterDialog';
export { ResetPasswordDialog } from './ResetPasswordDialog';
export { SliderCaptcha } from './SliderCaptcha';
export { SendCodeButton } from './SendCodeButton';
export { AuthDialogs } from './AuthDialogs';
export type { LoginDialogProps } from './LoginDialog';
export type { RegisterDialogProps } from './RegisterDialog';
export type { ResetPasswordDialogProps } from './ResetPasswordDialog';
export type { SliderCaptchaProps } from './SliderCaptcha';
export type { SendCodeButtonProps } from './SendCodeButton';
