// The contact form: a plain POST to /contact-us (server/contact.ts) that works before any script.
// The browser checks the fields (native constraints, in the visitor's language) so nothing typed
// is lost to a mistake; the server's answer comes back as a condition on <html> that shows one
// message here (`data-when`, by the form's own rules) and hides the form once the message is sent.
import { useId } from 'react';
import { Button, Notice } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import HELP_COPY from '../../../domain/i18n/compiled/help.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import { EMAIL_MAX_LENGTH } from '../../../domain/subscription/email.ts';
import type { VisitorCondition } from '../../../domain/rules/visitor-conditions.ts';
import { CONTACT_FORM_ANCHOR, CONTACT_MESSAGE_LENGTH, CONTACT_PATH, CONTACT_TOPICS } from '../../../domain/support/contact.ts';

const Block = styled('div', {
  display: 'grid',
  gap: '$5',
  maxWidth: 640,
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
  scrollMarginBlockStart: 96,
  '@sm': { padding: '$8' },
});
const Title = styled('h3', { margin: 0, typeRole: 'h3' });
const Lead = styled('p', { margin: 0, color: '$textMuted' });
/** The server's answer, a condition on <html>: these rules are the form's own (domain/rules/visitor-conditions.ts `scoped`). */
const RESULTS = ['contact-sent', 'contact-invalid', 'contact-limited', 'contact-unavailable'] as const satisfies readonly VisitorCondition[];
const Form = styled('form', { display: 'grid', gap: '$5', 'html[data-visitor~="contact-sent"] &': { display: 'none' } });
const Field = styled('div', { display: 'grid', gap: '$2' });
const Label = styled('label', { textPreset: 16, fontWeight: '$medium' });
const Hint = styled('p', { margin: 0, textPreset: 'small', color: '$textMuted' });
const control = {
  inlineSize: '100%',
  minBlockSize: 52,
  margin: 0,
  paddingInline: '$4',
  paddingBlock: '$3',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  textPreset: 16,
  '&:hover': { borderColor: '$text' },
  '&:focus': { outline: 'none', borderColor: '$accent', boxShadow: '0 0 0 1px $colors$accent' },
  '&:focus-visible': { focusRing: true },
  '&:user-invalid': { borderColor: '$danger', boxShadow: '0 0 0 1px $colors$danger' },
} as const;
const Select = styled('select', control);
const Input = styled('input', { ...control, direction: 'ltr', '[dir=rtl] &': { textAlign: 'right' } });
const TextArea = styled('textarea', { ...control, minBlockSize: 160, resize: 'vertical' });
const Result = styled(Notice, {
  display: 'none',
  [RESULTS.map((result) => `html[data-visitor~="${result}"] &[data-when="${result}"]`).join(', ')]: { display: 'block' },
});

/** The form and the messages its answer may show, in the page's locale. */
export function ContactForm({ locale }: { locale: Locale }) {
  const words = HELP_COPY[locale].contact;
  const id = useId();
  const page = localizePath(CONTACT_PATH, locale);
  return (
    <Block id={CONTACT_FORM_ANCHOR} role="group" aria-labelledby={`${id}title`}>
      <Title id={`${id}title`}>{words.heading}</Title>
      <Lead>{words.lead}</Lead>
      <Result role="status" tone="done" data-when="contact-sent">
        {words.sent} <a href={`${page}#${CONTACT_FORM_ANCHOR}`}>{words.another}</a>
      </Result>
      <Result role="alert" data-when="contact-invalid">
        {words.invalid}
      </Result>
      <Result role="alert" data-when="contact-limited">
        {words.limited}
      </Result>
      <Result role="alert" data-when="contact-unavailable">
        {words.unavailable}
      </Result>
      <Form method="post" action={page}>
        <Field>
          <Label htmlFor={`${id}topic`}>{words.topic}</Label>
          <Select id={`${id}topic`} name="topic" required defaultValue="">
            <option value="" disabled>
              {words.choose}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {words.topics[topic]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}email`}>{words.email}</Label>
          <Input id={`${id}email`} name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} aria-describedby={`${id}emailHint`} />
          <Hint id={`${id}emailHint`}>{words.emailHint}</Hint>
        </Field>
        <Field>
          <Label htmlFor={`${id}message`}>{words.message}</Label>
          <TextArea id={`${id}message`} name="message" required minLength={CONTACT_MESSAGE_LENGTH.min} maxLength={CONTACT_MESSAGE_LENGTH.max} rows={6} aria-describedby={`${id}messageHint`} />
          <Hint id={`${id}messageHint`}>{words.messageHint}</Hint>
        </Field>
        <div>
          <Button type="submit">{words.send}</Button>
        </div>
      </Form>
    </Block>
  );
}
