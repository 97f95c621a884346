import { useState } from 'react';
import { Button, CheckboxField, ChoiceGroup, Fieldset, Modal, TextField } from '@beurs/ui';
import {
  CHART_INDICATORS,
  defaultIndicatorStyles,
  indicatorDefinition,
  indicatorLabel,
  type ChartIndicator,
  type IndicatorParam,
  type IndicatorStyle,
} from '../chart-indicators';
import { INDICATOR_COLOURS, swatchColour, type IndicatorColour } from './indicator-colours';
import { checkParam, checkParams } from './indicator-params';
import { setIndicatorStyle, useIndicatorStyles } from './use-indicator-styles';

/** Props of {@link IndicatorDialog}. */
export interface IndicatorDialogProps {
  open: boolean;
  onClose(): void;
  /** The indicators shown on this chart. */
  indicators: readonly ChartIndicator[];
  onToggleIndicator(id: ChartIndicator): void;
}

/**
 * The indicators of a chart: each one switched on or off (this instrument's chart), its periods
 * and colour (every chart of the browser, remembered). A valid period redraws the chart at once;
 * an invalid one says what is wrong and the chart keeps the last valid one.
 */
export function IndicatorDialog({ open, onClose, indicators, onToggleIndicator }: IndicatorDialogProps) {
  const styles = useIndicatorStyles();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Indicators"
      description="Periods and colours apply to every chart in this browser; which indicators are shown is kept per instrument."
      className="t-indicator-dialog"
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {CHART_INDICATORS.map((indicator) => (
        <IndicatorEditor
          key={indicator.id}
          id={indicator.id}
          shown={indicators.includes(indicator.id)}
          style={styles[indicator.id]}
          onToggle={() => onToggleIndicator(indicator.id)}
        />
      ))}
    </Modal>
  );
}

interface IndicatorEditorProps {
  id: ChartIndicator;
  shown: boolean;
  style: IndicatorStyle;
  onToggle(): void;
}

function IndicatorEditor({ id, shown, style, onToggle }: IndicatorEditorProps) {
  const definition = indicatorDefinition(id);
  // What is typed, kept apart from what is drawn: an invalid entry stays in the field with its
  // message while the chart goes on with the last valid value.
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(style.params).map(([key, value]) => [key, String(value)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = indicatorLabel(id, { ...defaultIndicatorStyles(), [id]: style });

  const edit = (param: IndicatorParam, text: string) => {
    setDrafts((previous) => ({ ...previous, [param.key]: text }));
    const checked = checkParam(param, text);
    const params = checked.ok ? { ...style.params, [param.key]: checked.value } : style.params;
    const problem = checked.ok ? checkParams(id, params, param.key) : checked.message;
    if (problem) {
      setErrors((previous) => ({ ...previous, [param.key]: `${problem} The chart keeps ${style.params[param.key] ?? param.default}.` }));
      return;
    }
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => key !== param.key)));
    setIndicatorStyle(id, { ...style, params });
  };

  const pickColour = (colour: IndicatorColour) => setIndicatorStyle(id, { ...style, colour });

  return (
    <Fieldset legend={definition.title} className="t-indicator-editor">
      <CheckboxField label={`Show ${label}`} checked={shown} onChange={onToggle} />
      <div className="t-indicator-editor__params">
        {definition.params.map((param) => (
          <TextField
            key={param.key}
            label={param.label}
            type="number"
            inputMode="numeric"
            min={param.min}
            max={param.max}
            value={drafts[param.key] ?? ''}
            error={errors[param.key]}
            onChange={(event) => edit(param, event.target.value)}
          />
        ))}
      </div>
      <ChoiceGroup
        legend={`${definition.name} colour`}
        className="t-indicator-editor__colours"
        optionClassName="t-indicator-editor__colour"
        value={style.colour}
        onValueChange={pickColour}
        options={INDICATOR_COLOURS.map((colour) => ({
          value: colour.id,
          label: (
            <span className="t-indicator-swatch">
              <span
                className="t-indicator-swatch__chip"
                style={{ background: swatchColour(colour.id) ?? undefined }}
                aria-hidden="true"
                data-default={colour.id === 'default' || undefined}
              />
              {colour.label}
            </span>
          ),
        }))}
      />
    </Fieldset>
  );
}
