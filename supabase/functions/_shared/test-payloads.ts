/**
 * Valid contact-form payloads for the functions' tests, written once: the visitor's request for
 * training (what the form sends), and a shorter partnership enquiry for the worker's tests.
 * Each call answers a fresh object, so a test may change its copy.
 */
export const contactPayload = () => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.org',
  phone: '208-555-0100',
  organizationType: 'k-12',
  organizationName: 'Boise School District',
  subject: 'request-training',
  message: 'We would like a half-day workshop for our teachers.',
})

export const partnershipPayload = () => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.org',
  phone: '208-555-0100',
  organizationType: 'k-12',
  organizationName: 'Boise School District',
  subject: 'partnership',
  message: 'Let us partner on AI week.',
})
