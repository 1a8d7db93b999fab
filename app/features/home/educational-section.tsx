import { Faq } from "./faq";
import { SecurityTips } from "./security-tips";

/** The home page's tips and FAQ, loaded lazily after the generator (spec §2 Home). */
export default function EducationalSection() {
  return (
    <>
      <SecurityTips />
      <Faq />
    </>
  );
}
