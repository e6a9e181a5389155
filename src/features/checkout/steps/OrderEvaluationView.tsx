/**
 * After the order (/order/evaluation; GET /api/order/evaluation/{id}): the booked courses and when
 * each can be evaluated (after its end date), with the link to its evaluation form (teilnehmer-feedback;
 * the address is written here rather than imported from features/certificates' helpers, which would
 * put a shared chunk into the start page's preload list, see npm run budget).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatDate } from '../../../lib/format-date';
import type { OrderEvaluation } from '../../../shared/order';
import { evaluationPagePath } from '../../../shared/page-paths';
import './steps.css';

export function OrderEvaluationView({ evaluation }: { evaluation: OrderEvaluation }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <div className="order-evaluation">
      <p>{t('checkout.evaluation.intro', { orderNumber: evaluation.orderNumber })}</p>
      {evaluation.courses.length === 0 ? (
        <p>{t('checkout.evaluation.none')}</p>
      ) : (
        <ul className="order-evaluation__list">
          {evaluation.courses.map((course) => (
            <li key={course.positionId} className="order-evaluation__course">
              <span className="order-evaluation__name">{course.name}</span>
              <span>
                {course.evaluationOpen ? (
                  <Link to={evaluationPagePath(course.courseId, course.scheduleId)}>
                    {t('checkout.evaluation.evaluate')}
                  </Link>
                ) : (
                  t('checkout.evaluation.from', { date: formatDate(course.endDate) })
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
