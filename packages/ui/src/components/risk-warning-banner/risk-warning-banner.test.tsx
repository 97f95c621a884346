import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiskWarningBanner } from './risk-warning-banner';

describe('RiskWarningBanner', () => {
  it("states the platform's own share of losing accounts", () => {
    render(<RiskWarningBanner lossPercent={76.4} />);
    const banner = screen.getByRole('complementary', { name: 'Risk warning' });
    expect(banner.textContent).toContain('76% of retail investor accounts lose money when trading CFDs with this provider.');
  });

  it('gives the 74-89 % range while there is too little data', () => {
    render(<RiskWarningBanner lossPercent={null} />);
    expect(screen.getByRole('complementary', { name: 'Risk warning' }).textContent).toContain(
      'Between 74-89 % of retail investor accounts lose money when trading CFDs.',
    );
  });

  it("shows the server's own wording when the app has it", () => {
    render(
      <RiskWarningBanner
        text="71% of retail investor accounts lose money when trading CFDs with this provider."
        className="site-risk-warning"
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Risk warning' });
    expect(banner.textContent).toBe('!71% of retail investor accounts lose money when trading CFDs with this provider.');
    expect(banner.className).toContain('site-risk-warning');
  });

  it('keeps its landmark and text as a strip across the top of a site', () => {
    render(<RiskWarningBanner lossPercent={76} variant="strip" />);
    const banner = screen.getByRole('complementary', { name: 'Risk warning' });
    expect(banner.className).toBe('bx-risk-warning bx-risk-warning--strip');
    expect(banner.textContent).toContain('76% of retail investor accounts lose money');
  });
});
