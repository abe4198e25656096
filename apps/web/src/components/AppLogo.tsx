import { SvgIcon, type SvgIconProps } from '@mui/material';

/** The clinic mark: a stylised tooth. Decorative; the clinic name always sits next to it. */
export function AppLogo(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props} viewBox="0 0 24 24">
      <path d="M7.5 2C5 2 3 4.1 3 6.9c0 2 .7 3.6 1.3 5.3.5 1.5.8 3.3 1 5.4.2 2.4.9 4.4 2.3 4.4 1.6 0 1.9-2.3 2.3-4.6.3-1.5.6-2.6 2.1-2.6s1.8 1.1 2.1 2.6c.4 2.3.7 4.6 2.3 4.6 1.4 0 2.1-2 2.3-4.4.2-2.1.5-3.9 1-5.4.6-1.7 1.3-3.3 1.3-5.3C21 4.1 19 2 16.5 2c-1.6 0-2.7.8-4.5.8S9.1 2 7.5 2Z" />
    </SvgIcon>
  );
}
