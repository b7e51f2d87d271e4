import { REPORT_MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { ApiError } from '@/lib/api-client';
import { sendProblemReport } from '../api/send-problem-report';
import { reportFailure } from '../utils/report-failure';
import { type ReportErrors, screenshotProblem, serverFieldErrors, validateReport } from '../utils/report-form';
import { ReportField } from './report-field';

interface ReportProblemFormProps {
  /** prefilled from the saved user, when there is one */
  initialName?: string;
  initialEmail?: string;
}

/** Spec §2 /report-problem: name, email, description and an optional screenshot, sent to the admins. */
export function ReportProblemForm({ initialName = '', initialEmail = '' }: ReportProblemFormProps) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  // A new key empties the file input after a report is sent (a file input cannot be set from state).
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<ReportErrors>({});
  const { saving, notice, setNotice, save } = useSave();

  function chooseScreenshot(file: File | null) {
    setScreenshot(file);
    // Checked as soon as it is chosen: 'accept' only suggests images, it does not enforce them.
    setErrors((current) => ({ ...current, screenshot: screenshotProblem(file) }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const found = validateReport({ name, email, message, screenshot });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const report = { user_name: name.trim(), user_email: email.trim(), message: message.trim() };
    void save(() => sendProblemReport(report, screenshot), {
      success: (answer) => answer?.message || REPORT_MESSAGES.sent,
      failure: (caught) => {
        if (caught instanceof ApiError && caught.status === 400) setErrors(serverFieldErrors(caught.fieldErrors));
        return { variant: 'danger', ...reportFailure(caught) };
      },
      onSaved: () => {
        setMessage('');
        setScreenshot(null);
        setFileInputKey((n) => n + 1);
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Form noValidate onSubmit={submit} aria-label="Report a problem">
          <ReportField
            controlId="report-name"
            label="Your Name"
            value={name}
            onChange={setName}
            error={errors.name}
            autoComplete="name"
            maxLength={100}
          />
          <ReportField
            controlId="report-email"
            label="Your Email"
            type="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            autoComplete="email"
            maxLength={254}
          />
          <ReportField
            controlId="report-message"
            label="Problem Description"
            as="textarea"
            rows={5}
            value={message}
            onChange={setMessage}
            error={errors.message}
            maxLength={5000}
            placeholder="What happened, on which page, and what you expected instead."
          />
          <Form.Group className="mb-4" controlId="report-screenshot">
            <Form.Label className="fw-semibold">
              Screenshot <span className="fw-normal text-secondary">(optional)</span>
            </Form.Label>
            <Form.Control
              key={fileInputKey}
              type="file"
              accept="image/*"
              onChange={(event) => chooseScreenshot((event.target as HTMLInputElement).files?.[0] ?? null)}
              isInvalid={Boolean(errors.screenshot)}
            />
            <Form.Control.Feedback type="invalid">{errors.screenshot}</Form.Control.Feedback>
            <Form.Text>PNG, JPEG, GIF or WebP, up to 5 MB.</Form.Text>
          </Form.Group>
          <Button type="submit" variant="warning" disabled={saving} className="px-4">
            {saving && <Spinner animation="border" size="sm" className="me-2" role="status" aria-label="Sending" />}
            Send Report
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
