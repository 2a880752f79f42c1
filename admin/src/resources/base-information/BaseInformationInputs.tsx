import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, email, required } from 'react-admin';
import { Row } from '../../layout/Row';
import { RichTextInput } from 'ra-input-rich-text';
import { SocialLinkSchema } from '@meydan/shared-types/schemas';
import { MediaInput } from '../../inputs/MediaInput';
import { choicesOf } from '../../layout/filters';

const NETWORKS = SocialLinkSchema.properties.network.anyOf.map((literal) => String(literal.const));

export const BaseInformationInputs = () => (
  <>
    <TextInput source="siteTitle" validate={required()} fullWidth />
    <TextInput source="siteDescription" multiline fullWidth />
    <Row>
      <MediaInput source="logo" />
      <MediaInput source="shareImage" />
    </Row>
    <RichTextInput source="aboutHtml" fullWidth />
    <Row>
      <TextInput source="contactEmail" type="email" validate={email()} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextInput source="contactPhone" slotProps={{ htmlInput: { dir: 'ltr' } }} />
    </Row>
    <TextInput source="address" multiline fullWidth />
    <ArrayInput source="socialLinks">
      <SimpleFormIterator inline>
        <SelectInput source="network" choices={choicesOf('meydan.choices.network', NETWORKS)} validate={required()} />
        <TextInput source="url" type="url" validate={required()} slotProps={{ htmlInput: { dir: 'ltr' } }} sx={{ minWidth: 320 }} />
      </SimpleFormIterator>
    </ArrayInput>
    <TextInput source="footerText" multiline fullWidth />
  </>
);
