/**
 * Voucher codes of the cart: a code to redeem (Formik + Yup), the codes kept with a remove button,
 * the rejected ones with their reason, the valid ones that apply to no position (spec §3, §5).
 */
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import * as yup from 'yup';
import { FormField } from '../../components/FormField';
import { VOUCHER_CODE_MAX_LENGTH, type Cart } from '../../shared/cart';

export interface VoucherFormProps {
  cart: Cart;
  disabled: boolean;
  onRedeem: (code: string) => void;
  onRemove: (code: string) => void;
}

interface Values {
  code: string;
}

const schema = yup.object({ code: yup.string().trim().required().max(VOUCHER_CODE_MAX_LENGTH) });

/** Removes a kept or a rejected code from the cart. */
function RemoveCodeButton({
  code,
  disabled,
  onRemove,
}: {
  code: string;
  disabled: boolean;
  onRemove: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={disabled}
      aria-label={t('cart.voucher.remove', { code })}
      onClick={() => onRemove(code)}
      data-event="user.voucherRemoved"
    >
      {t('cart.remove')}
    </button>
  );
}

export function VoucherForm({ cart, disabled, onRedeem, onRemove }: VoucherFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rejected = new Set(cart.rejectedVoucher.map((r) => r.code));
  const kept = cart.voucherCodes.filter((code) => !rejected.has(code));

  return (
    <section className="cart-vouchers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cart.voucher.title')}</h2>
      <Formik<Values>
        initialValues={{ code: '' }}
        validationSchema={schema}
        onSubmit={(values, { resetForm }) => {
          onRedeem(values.code.trim());
          resetForm();
        }}
      >
        <Form className="cart-vouchers__form" noValidate>
          <FormField
            name="code"
            label={t('cart.voucher.label')}
            maxLength={VOUCHER_CODE_MAX_LENGTH}
            autoComplete="off"
          />
          <button
            type="submit"
            className="button button--secondary"
            disabled={disabled}
            data-event="user.voucherEntered"
          >
            {t('cart.voucher.submit')}
          </button>
        </Form>
      </Formik>
      {kept.length > 0 && (
        <ul className="cart-vouchers__codes" aria-label={t('cart.voucher.codes')}>
          {kept.map((code) => (
            <li key={code}>
              <span className="cart-vouchers__code">{code}</span>
              {cart.unusedVoucher.includes(code) && (
                <span className="cart-vouchers__note"> — {t('cart.voucher.unused')}</span>
              )}
              <RemoveCodeButton code={code} disabled={disabled} onRemove={onRemove} />
            </li>
          ))}
        </ul>
      )}
      {cart.rejectedVoucher.length > 0 && (
        <div className="cart-vouchers__rejected">
          <h3>{t('cart.voucher.rejected')}</h3>
          <ul>
            {cart.rejectedVoucher.map(({ code, reason }) => (
              <li key={code}>
                <span className="cart-vouchers__code">{code}</span>: {t(`cart.voucher.reasons.${reason}`)}
                <RemoveCodeButton code={code} disabled={disabled} onRemove={onRemove} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
