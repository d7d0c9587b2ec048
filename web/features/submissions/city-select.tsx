// The city choice: the fixed list of Canadian cities (13 provinces and territories × 5), grouped by
// province. A native select: typing a city's first letters jumps to it, with the keyboard and screen
// reader support every browser already gives it, and nothing extra to download.
import { submitMessages } from "@shared/submissions/submit-texts";
import { CityOptions } from "@web/components/ui/city-options";
import { controlClass, type ControlProps } from "@web/components/ui/form-field";

interface Props extends ControlProps {
  value: string;
  onChange: (city: string) => void;
}

export function CitySelect({ value, onChange, ...control }: Props) {
  return (
    <select {...control} name="city" required value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
      <option value="">{submitMessages.cityPlaceholder}</option>
      <CityOptions />
    </select>
  );
}
