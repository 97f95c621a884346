import { useState, type FormEvent } from 'react';
import { Button, Card, EmptyState, FigureList, FigureListItem, Text, TextArea, TextField } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { usePlatform } from '../../platform/use-platform';
import { useCurrentUser } from '../../session/use-current-user';

/** The `mailto:` link of a support message, subject and body encoded. */
export function supportMailto(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Support: the operator's contacts (from configuration) and a message form that opens the mail app. */
export default function SupportScreen() {
  const { platform, state } = usePlatform();
  const email = useCurrentUser()?.email ?? '';
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const company = platform?.company;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!company) return;
    window.location.href = supportMailto(
      company.support_email,
      subject || 'Question about my account',
      `${message}\n\n— Sent from the terminal by ${email}`,
    );
  };

  return (
    <div className="t-screen">
      <ScreenTitle title="Support">Support</ScreenTitle>
      <LoadView state={state} what="the contact details" isEmpty={!company} empty={<EmptyState title="No contact details" />}>
        {company ? (
          <div className="t-grid t-grid--two">
            <Card title="Contact">
              <FigureList layout="rows">
                <FigureListItem term="Company">{company.name}</FigureListItem>
                <FigureListItem term="Email">
                  <a href={`mailto:${company.support_email}`}>{company.support_email}</a>
                </FigureListItem>
                <FigureListItem term="Phone">
                  <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
                </FigureListItem>
                <FigureListItem term="Address">
                  {company.address}, {company.country}
                </FigureListItem>
                <FigureListItem term="Website">{company.site}</FigureListItem>
                <FigureListItem term="Regulation">
                  {company.legal_entity_id && company.registration_id
                    ? `LEI ${company.legal_entity_id}, registration ${company.registration_id}`
                    : 'This installation is a demonstration and is not authorised by any financial regulator.'}
                </FigureListItem>
              </FigureList>
            </Card>
            <Card title="Write to us">
              <form className="t-form" onSubmit={send} aria-label="Message to support">
                <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
                <TextArea
                  id="support-message"
                  label="Message"
                  rows={6}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
                <Text as="p" variant="muted" className="t-hint">
                  Opens your email app with the message to {company.support_email}.
                </Text>
                <Button type="submit">Write email</Button>
              </form>
            </Card>
          </div>
        ) : null}
      </LoadView>
    </div>
  );
}
