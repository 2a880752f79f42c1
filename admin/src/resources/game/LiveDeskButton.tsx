import { Button, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import type { Game } from '@meydan/shared-types/schemas';
import { href, paths } from '../../paths';

/** The live desk: the way in for a reporter covering the game, from the list and the edit screen. */
export const LiveDeskButton = () => {
  const game = useRecordContext<Game>();
  const translate = useTranslate();
  if (!game) return null;
  return (
    <Button component={Link} to={href(paths.gameLive(game.id))} label={translate('meydan.live.open')} onClick={(e) => e.stopPropagation()}>
      <PodcastsIcon />
    </Button>
  );
};
